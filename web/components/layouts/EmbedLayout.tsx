// The course widget's layout (pages/(embed)): nothing around the page, which another site frames in its own.
import type { ReactNode } from 'react';

export function EmbedLayout({ children }: { children: ReactNode }) {
  return children;
}

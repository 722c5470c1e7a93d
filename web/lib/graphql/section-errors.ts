// Which root fields of a page query failed, and why; shared by the pages and the components that show the failure.
export type SectionError = 'STORE_UNAVAILABLE' | 'ERROR';
export type SectionErrors = Partial<Record<string, SectionError>>;

export function failedSections(
  errors: ReadonlyArray<{ path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>,
): SectionErrors {
  const sections: SectionErrors = {};
  for (const error of errors) {
    const field = error.path?.[0];
    const key = typeof field === 'string' ? field : '*';
    sections[key] = error.extensions?.code === 'STORE_UNAVAILABLE' ? 'STORE_UNAVAILABLE' : (sections[key] ?? 'ERROR');
  }
  return sections;
}

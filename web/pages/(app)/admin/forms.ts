// Every form of /admin is named `<kind>:<id>` (its `_form`), so a rejected one shows its errors at its own item; the
// form that creates a site-wide promo code is `promo:new`.
export const adminFormKinds = ['event', 'change', 'claim', 'role', 'trusted', 'handled', 'refund', 'promo', 'promoActive'] as const;
export type AdminFormKind = (typeof adminFormKinds)[number];

export function adminFormName(kind: AdminFormKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseAdminFormName(name: string): { kind: AdminFormKind; id: string } | null {
  const index = name.indexOf(':');
  const kind = adminFormKinds.find((known) => known === name.slice(0, index));
  const id = name.slice(index + 1);
  return index > 0 && kind && id ? { kind, id } : null;
}

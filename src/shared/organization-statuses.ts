/** An organization's review state; the staff console's filters and forms use it in the browser too. */
export const ORGANIZATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

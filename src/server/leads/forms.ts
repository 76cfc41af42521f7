/** The forms whose submissions are leads: stored, mailed to the agency and announced. */
export const leadForms = ['contact', 'application'] as const;

export type LeadForm = (typeof leadForms)[number];

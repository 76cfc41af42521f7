import { schemaCheck } from '@/features/forms/fields';

import { contactSchema } from './schema';

/** The contact form's check in the browser, loaded when the visitor moves into the form. */
export const checkContact = schemaCheck(contactSchema);

import { schemaCheck } from '@/features/forms/fields';

import { contactSchema } from './schema';

export const checkContact = schemaCheck(contactSchema);

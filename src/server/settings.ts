import 'server-only';

import { parseServerSettings, type ServerSettings } from './settings-schema';

/** Settings only the server reads: database, mail, secrets and spam defence. */
export const serverSettings: ServerSettings = parseServerSettings(process.env);

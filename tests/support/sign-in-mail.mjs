import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import PostalMime from 'postal-mime';

/**
 * The emails servers wrote to the `mail` folders of their data directories, parsed.
 *
 * @param {readonly string[]} dataDirs
 * @returns {Promise<import('postal-mime').Email[]>}
 */
export async function readMails(dataDirs) {
  const files = dataDirs
    .map((dataDir) => join(dataDir, 'mail'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => join(folder, file)),
    );
  return Promise.all(files.map((file) => PostalMime.parse(readFileSync(file))));
}

/**
 * The path of the editors' sign-in link in an email's text, if it has one.
 *
 * @param {import('postal-mime').Email} mail
 * @returns {string | undefined}
 */
export const signInPath = (mail) =>
  /https?:\/\/\S+(\/keystatic\/sign-in\/confirm\/\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];

// Pictures committed without the editor's local save are prepared as that save does, so that the
// site never serves a camera's data.
import { join } from 'node:path';

import { prepareStoredPictures } from '../../src/content/editor/uploads';

const root = process.cwd();
try {
  for (const path of await prepareStoredPictures(join(root, 'public', 'images'), root)) {
    console.log(`Prepared ${path} as the editor's save does (camera data removed); commit it.`);
  }
} catch (error) {
  console.error(`These pictures cannot be served:\n${(error as Error).message}`);
  process.exit(1);
}

import 'server-only';

import { editingMode } from '@/content/editor/mode';
import { processWide } from '@/lib/process-wide';
import { withDatabase } from '@/server/db';
import { publishSite } from '@/server/publishing/publish';
import { serverSettings } from '@/server/settings';

import { applyLatestVersions, appliedVersion } from './changes';
import { newestVersionId } from './versions';

const RETRY_MS = 30_000;

/** How often an instance looks for versions saved on another one (PostgreSQL only). */
const FOLLOW_MS = 5_000;

/** Not where editors commit to GitHub; under `npm run edit` the working tree is the developer's. */
const showsVersions = () => process.env.NODE_ENV === 'production' && editingMode() !== 'github';

const startup = () =>
  processWide<{ current: boolean }>('content-startup', () => ({ current: false }));

/** Read by readiness: a new instance gets no traffic while it would show older pages. */
export const contentIsCurrent = (): boolean => startup().current;

async function takeLatestVersions(): Promise<{ versions: number; changed: boolean }> {
  const { versions, written, deployed } = await applyLatestVersions();
  if (written.length) {
    console.info(`Content brought to the editors' latest versions: ${written.join(', ')}`);
  }
  if (deployed.length) {
    console.info(
      `Content changed by this deployment, now the latest versions: ${deployed.join(', ')}`,
    );
  }
  return { versions, changed: written.length > 0 };
}

/**
 * A deployment's build shows the content as committed, and pages kept from before a crash may be
 * older than their files.
 */
export async function bringContentUpToDate(): Promise<void> {
  const current = () => {
    startup().current = true;
  };
  if (!showsVersions()) return current();
  try {
    const { versions } = await takeLatestVersions();
    // Once the server listens: Next renews its pages only from within a request.
    if (versions) {
      void publishSite({ atStart: true }).then(current, (error: unknown) => {
        console.error('The content could not be published after the start', error);
      });
    } else {
      current();
    }
  } catch (error) {
    console.error("The editors' versions of the content could not be read; trying again", error);
    setTimeout(() => void bringContentUpToDate(), RETRY_MS).unref();
    return;
  }
  followOtherInstances();
}

// Only PostgreSQL can be shared by several instances; the embedded database has one.
function followOtherInstances(): void {
  if (!serverSettings.DATABASE_URL) return;
  let looking = false;
  let failing = false;
  const look = async () => {
    if ((await withDatabase(newestVersionId)) <= appliedVersion()) return;
    if ((await takeLatestVersions()).changed) await publishSite();
  };
  setInterval(() => {
    if (looking) return;
    looking = true;
    look()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // Once per outage, not every few seconds.
        if (!failing) console.error('Versions saved on another instance could not be taken', error);
        failing = true;
      })
      .finally(() => {
        looking = false;
      });
  }, FOLLOW_MS).unref();
}

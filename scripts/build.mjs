#!/usr/bin/env node
/** `npm run build`: a production build, recorded so that `npm start` does not build again. */
import { ensureBuild } from './lib/build.mjs';

ensureBuild();

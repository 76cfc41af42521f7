import { useSyncExternalStore } from 'react';

import { editorLanguage, type EditorLanguage } from './messages';

const subscribeToNothing = () => () => {};

/** The editor's language in the browser (English until hydrated, as the server cannot know it). */
export function useEditorLanguage(): EditorLanguage {
  return useSyncExternalStore(
    subscribeToNothing,
    () => editorLanguage(navigator.languages),
    () => 'en',
  );
}

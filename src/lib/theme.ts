/** Where the visitor's explicit light/dark choice is kept. */
export const THEME_STORAGE_KEY = 'theme';

/** Marks the buttons that switch between light and dark. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Runs in the head before the page paints, so a stored choice applies without a flash. Without
 * a stored choice (or without JavaScript) the system setting applies through CSS.
 *
 * It also switches the theme when a toggle is pressed: the page's scripts arrive after its
 * first screen has painted, and a toggle that waited for them would ignore an early press.
 * `ThemeToggle` only shows the state, which it reads from the page.
 */
export const themeScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}document.addEventListener('click',function(e){if(!(e.target instanceof Element)||!e.target.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;var r=document.documentElement,d=r.dataset.theme?r.dataset.theme==='dark':matchMedia('(prefers-color-scheme: dark)').matches,n=d?'light':'dark';r.dataset.theme=n;try{localStorage.setItem('${THEME_STORAGE_KEY}',n)}catch(e){}})`;

/** Where the visitor's explicit light/dark choice is kept. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs in the head before the page paints, so a stored choice applies without a flash. Without
 * a stored choice (or without JavaScript) the system setting applies through CSS.
 */
export const themeScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

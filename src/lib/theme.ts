/** Where the visitor's explicit light/dark choice is kept. */
export const THEME_STORAGE_KEY = 'theme';

/** Marks the buttons that switch between light and dark. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Runs in the head before the page paints, so a stored choice applies without a flash. Without
 * a stored choice (or without JavaScript) the system setting applies through CSS.
 *
 * It is also all there is to the theme toggle (`ThemeToggle`, HTML only): it switches the theme
 * when a toggle is pressed, from the first paint on, and keeps each toggle's `aria-pressed` true
 * while the page is dark, by choice or by the system's setting. So the decision "is the page
 * dark" is made here alone. A template rather than a function's source: the proxy hashes this
 * text for the Content-Security-Policy, and it must be the same text in every bundle.
 */
export const themeScript = [
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`,
  `(function(){var r=document.documentElement,q=matchMedia('(prefers-color-scheme: dark)');`,
  `function dark(){return r.dataset.theme?r.dataset.theme==='dark':q.matches}`,
  `function show(){var d=String(dark());document.querySelectorAll('[${THEME_TOGGLE_ATTRIBUTE}]').forEach(function(b){b.setAttribute('aria-pressed',d)})}`,
  `document.addEventListener('click',function(e){if(!(e.target instanceof Element)||!e.target.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;`,
  `var n=dark()?'light':'dark';r.dataset.theme=n;try{localStorage.setItem('${THEME_STORAGE_KEY}',n)}catch(e){}show()});`,
  `q.addEventListener('change',show);document.addEventListener('DOMContentLoaded',show)})()`,
].join('');

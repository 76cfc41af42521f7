export const THEME_STORAGE_KEY = 'theme';

export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Runs in the head before the first paint, so that a stored choice shows without a flash; it alone
 * handles the toggles, across navigations too. A template, not a function's source: the CSP hashes
 * its text, which must be the same in every bundle.
 */
export const themeScript = [
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`,
  `(function(){var r=document.documentElement,q=matchMedia('(prefers-color-scheme: dark)');`,
  `function dark(){return r.dataset.theme?r.dataset.theme==='dark':q.matches}`,
  `function show(){var d=String(dark());document.querySelectorAll('[${THEME_TOGGLE_ATTRIBUTE}]').forEach(function(b){b.setAttribute('aria-pressed',d)})}`,
  `document.addEventListener('click',function(e){if(!(e.target instanceof Element)||!e.target.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;`,
  `var n=dark()?'light':'dark';r.dataset.theme=n;try{localStorage.setItem('${THEME_STORAGE_KEY}',n)}catch(e){}show()});`,
  `q.addEventListener('change',show);document.addEventListener('DOMContentLoaded',show);`,
  // A language switch renders <html> anew, and React drops the attributes it did not set.
  `new MutationObserver(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if((s==='light'||s==='dark')&&r.dataset.theme!==s)r.dataset.theme=s}catch(e){}show()}).observe(r,{attributeFilter:['lang','data-theme']})})()`,
].join('');

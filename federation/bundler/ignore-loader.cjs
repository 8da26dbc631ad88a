/** Server builds render markup only: a stylesheet import becomes an empty module (the browser loads the CSS). */
module.exports = function ignoreLoader() {
  return 'export {};';
};

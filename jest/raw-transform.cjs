// Markdown files are imported as their source text, as rspack's asset/source does.
module.exports = { process: (src) => ({ code: `module.exports = ${JSON.stringify(src)};` }) };

import { INLINE_CONFIG_ID, readInlineDomainConfig } from './inlineConfig';

function page(block: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = block;
  return doc;
}

describe('readInlineDomainConfig (the configuration the server writes into the page)', () => {
  it('reads the JSON block', () => {
    const doc = page(`<script id="${INLINE_CONFIG_ID}" type="application/json">{"branding":{"name":"Inline \\u003cGrab\\u003e"}}</script>`);
    expect(readInlineDomainConfig(doc)?.branding.name).toBe('Inline <Grab>');
    expect(doc.getElementById(INLINE_CONFIG_ID)).toBeNull(); // read once, then removed
  });

  it('is null without a block, with a broken one or with one that is not an object (the shell then asks the API)', () => {
    expect(readInlineDomainConfig(page(''))).toBeNull();
    expect(readInlineDomainConfig(page(`<script id="${INLINE_CONFIG_ID}" type="application/json">{"branding":</script>`))).toBeNull();
    expect(readInlineDomainConfig(page(`<script id="${INLINE_CONFIG_ID}" type="application/json">[1]</script>`))).toBeNull();
    expect(readInlineDomainConfig(page(`<div id="${INLINE_CONFIG_ID}">{}</div>`))).toBeNull();
  });
});

// JSX text as React renders it (the JSX transform's rule): each line loses the spaces at its ends
// that touch a line break, blank lines go, and the lines left are joined by one space. So
// `{amount}\n  {symbol}` renders with nothing between them, and `{amount} ETH` with one space.

/** The text a JSXText node renders (its value, with entities already decoded). */
export function jsxChildText(value) {
  const lines = value.split(/\r\n|\n|\r/);
  const kept = [];
  lines.forEach((line, i) => {
    let text = line.replace(/\t/g, ' ');
    if (i > 0) text = text.replace(/^[ ]+/, '');
    if (i < lines.length - 1) text = text.replace(/[ ]+$/, '');
    if (text) kept.push(text);
  });
  return kept.join(' ');
}

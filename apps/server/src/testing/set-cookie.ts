/** A Set-Cookie line as its `name=value` and its attributes in alphabetical order (a browser reads them in any order). */
export function setCookieParts(line: string): { pair: string | undefined; attributes: string[] } {
  const [pair, ...attributes] = line.split('; ');
  return { pair, attributes: attributes.sort() };
}

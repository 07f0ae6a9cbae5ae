// What every page of the studio shares: SVG elements, and the API's answers as the command line gives them.

export const SVG = "http://www.w3.org/2000/svg";

/** A new SVG element with these attributes, appended to parent when one is given. */
export function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    e.setAttribute(k, v);
  }
  if (parent) {
    parent.appendChild(e);
  }
  return e;
}

/** The JSON of /api/<engine>/<command>?<query>; an error carries the command line's one line. */
export async function answer(engine, command, query) {
  const response = await fetch(`/api/${engine}/${command}?${query}`);
  const body = await response.json();
  if (!response.ok) {
    throw new Error(body.error || `status ${response.status}`);
  }
  return body;
}

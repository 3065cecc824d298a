// App-wide browser behaviour of spec section 1: no double-click (zoom, accidental double submits).
export function disableDoubleClick(target: Document = document): () => void {
  const listener = (event: MouseEvent): void => event.preventDefault();
  target.addEventListener('dblclick', listener, { passive: false });
  return () => target.removeEventListener('dblclick', listener);
}

// The Position box: the record's text as the state holds it (typed, or
// written by Export), and the share link last made, selected for copying
// when the page could not copy it, with what became of it beside the button.
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

let shared = 0; // the share link shown (its count)

export function renderRecords() {
  const text = $('position-text');
  if (text.value !== state.record) text.value = state.record;
  const share = state.share;
  if (!share) return;
  const field = $('share-link');
  if (field.value !== share.link) field.value = share.link;
  field.hidden = false;
  const note = share.copied === null ? '' : share.copied ? 'Copied: the link to the whole game.' : 'Not copied (the browser did not allow it): copy the link below.';
  if ($('share-note').textContent !== note) $('share-note').textContent = note;
  $('share-note').dataset.copied = String(share.copied);
  if (share.copied === false && shared !== share.count) {
    shared = share.count;
    field.select();
  }
}

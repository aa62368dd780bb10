// The Position box: the record's text as the state holds it (typed, or
// written by Export), and the share link last made, selected for copying
// when the page could not copy it.
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
  if (!share.copied && shared !== share.count) {
    shared = share.count;
    field.select();
  }
}

// The one DOM helper every view shares.
export const $ = (id) => document.getElementById(id);

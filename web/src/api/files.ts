import { filesEndpoints as E, type SoftType } from '@portal/contract';
import { api, fetchFile, pathFor } from './api';
import { saveBlob } from './http';

/* Uploads and stored files (spec §7 Files); shapes from contract/src/files. */

/** Streams one file (a multipart `file` part and its `softType`) as an upload of this kind. */
export function uploadFile(form: FormData, softType: SoftType) {
  // The kind in the query too: the server applies its limits while the bytes arrive.
  return api(E.upload, { body: form, query: { softType } });
}

/** Deletes my upload that is not attached to anything yet (quietly: a leftover is swept a day later). */
export function deleteUpload(id: string) {
  return api(E.remove, { params: { id } }, { silent: true });
}

/** A stored file's bytes and name, fetched with the token header. */
export function fetchStoredFile(id: string) {
  return fetchFile(E.downloadBlob, { params: { id } });
}

/** Downloads a stored file and saves it under its name. */
export async function saveStoredFile(id: string) {
  const { blob, fileName } = await fetchStoredFile(id);
  saveBlob(blob, fileName);
}

/** A stored file shown in place (its link needs a ticket). */
export const fileViewPath = (id: string) => pathFor(E.view, { id });

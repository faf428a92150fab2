/** What other features use of the offline library: the download progress and the saved-file row. */
export { DownloadProgressText, SavedFileRow } from './SavedFile';
export { libraryOf } from './store';

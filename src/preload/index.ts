/**
 * Sandboxed preload (built to out/preload/index.cjs): exposes window.desktop and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('desktop', createBridge(ipcRenderer, process.argv));

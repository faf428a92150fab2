import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--enable-experimental-web-platform-features'] });
const p = await b.newPage(); await p.goto('http://localhost:5391/download-apps'); 
console.log(await p.evaluate(async () => 'BarcodeDetector' in window ? (await BarcodeDetector.getSupportedFormats()).join(',') : 'none'));
await b.close();

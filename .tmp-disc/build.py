#!/usr/bin/env python3
import json, glob, importlib.util, os
os.chdir('/work/main/.tmp-disc')
merged = {}
for f in sorted(glob.glob('strings_*.py')):
    spec = importlib.util.spec_from_file_location(f[:-3], f); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    merged.update(m.S)
def pick(d, i):
    return {k: (pick(v, i) if isinstance(v, dict) else v[i]) for k, v in d.items()}
for i, lng in enumerate(('en', 'id')):
    json.dump(pick(merged, i), open(f'i18n/{lng}.json', 'w'), indent=2, ensure_ascii=False)

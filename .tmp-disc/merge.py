#!/usr/bin/env python3
"""Merges my i18n namespaces (.tmp-disc/i18n/{en,id}.json) into src/renderer/i18n/{en,id}.json."""
import json, sys
root = '/work/main/src/renderer/i18n/'
mine = {lng: json.load(open(f'/work/main/.tmp-disc/i18n/{lng}.json')) for lng in ('en','id')}
def leaves(d, p=''):
    out=set()
    for k,v in d.items():
        kk=f'{p}.{k}' if p else k
        out |= leaves(v,kk) if isinstance(v,dict) else {kk}
    return out
assert leaves(mine['en'])==leaves(mine['id']), leaves(mine['en'])^leaves(mine['id'])
for lng in ('en','id'):
    path = root + f'{lng}.json'
    data = json.load(open(path))
    for ns, val in mine[lng].items():
        data[ns] = val
    open(path,'w').write(json.dumps(data, indent=2, ensure_ascii=False) + '\n')
print('merged', list(mine['en'].keys()))

/** Header menus: `master/menus?version=1|2` (main API) and `v1/Master/headerMenu` (student API). */
import { menus } from '../../common/contract/menus';
import type { ContractClient } from '../api/contract';
import { normaliseMenus } from './menu';
import { Resource } from './Resource';
import type { NavItem } from './types';

export class MenuStore {
  /** v1: the mobile drawer menu. */
  readonly v1 = new Resource<NavItem[]>();
  /** v2: the desktop header menu. */
  readonly v2 = new Resource<NavItem[]>();
  /** Student API header menu. */
  readonly headerMenu = new Resource<NavItem[]>();

  constructor(private readonly client: ContractClient) {}

  private menus(version: 1 | 2) {
    return async () => normaliseMenus(await this.client.call(menus.tree, { query: { version } }));
  }

  loadV1() {
    return this.v1.load(this.menus(1));
  }
  loadV2() {
    return this.v2.load(this.menus(2));
  }
  loadHeaderMenu() {
    return this.headerMenu.load(async () => normaliseMenus(await this.client.call(menus.studentHeader)));
  }

  ensureV1() {
    return this.v1.ensure(this.menus(1));
  }
  ensureV2() {
    return this.v2.ensure(this.menus(2));
  }

  async reloadLoaded(): Promise<void> {
    await Promise.all([this.v1, this.v2, this.headerMenu].filter((r) => r.started).map((r) => r.reload()));
  }
}

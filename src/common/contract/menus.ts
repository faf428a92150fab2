import Type, { type Static } from 'typebox';
import { strictObject } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Header menus: version 2 is the current header, version 1 the older/mobile one. */

const menuNode = { id: Type.Integer(), label: Type.String(), url: Type.String(), icon: nullable(Type.String()) };

/** A header menu entry with its sub-entries; the header shows two levels, deeper ones are sent as they are. */
export const MenuItemSchema = Type.Object({
  ...menuNode,
  children: Type.Array(Type.Object({ ...menuNode, children: Type.Array(Type.Unknown()) })),
});
export type MenuItem = Static<typeof MenuItemSchema>;

export const MENU_VERSIONS = [1, 2] as const;
export type MenuVersion = (typeof MENU_VERSIONS)[number];

export const menus = {
  tree: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/master/menus`,
    auth: 'both',
    tags: ['menus'],
    summary: 'Header menu tree; version 2 (default) is the current header, version 1 the older/mobile one',
    query: strictObject({ version: Type.Optional(Type.Enum([...MENU_VERSIONS], { type: 'integer' })) }),
    result: Type.Array(MenuItemSchema),
  }),
  studentHeader: endpoint({
    method: 'GET',
    path: `${API_PREFIX.student}/Master/headerMenu`,
    auth: 'both',
    tags: ['student-api'],
    summary: 'Header menu (v1) from the student API',
    result: Type.Array(MenuItemSchema),
  }),
};

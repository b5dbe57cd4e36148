/**
 * The web app's routes read from its source (apps/web/src/app/app-routes.tsx, parsed with the
 * TypeScript compiler): each leaf route's path and the lazily loaded modules (layouts and the
 * screen) a visit to it renders, outermost first.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { WebRoutes } from '@exam/contract';
import ts from 'typescript';

export interface AppRoute {
  /** '/login', '/exam-details/:examId', '*' for the not-found screen. */
  path: string;
  /** Source modules (relative to apps/web, without extension) of every lazy element on the way. */
  lazyModules: string[];
}

const webRoot = new URL('../../apps/web/', import.meta.url);
const routesFile = new URL('src/app/app-routes.tsx', webRoot);

/** `{WebRoutes.login}`, `{`${WebRoutes.examDetails}/:examId`}` or `"*"`, as a path. */
function pathOf(text: string): string {
  const unwrapped = text.replace(/^\{|\}$/g, '').replace(/^[`"']|[`"']$/g, '');
  return unwrapped
    .replace(/\$\{WebRoutes\.(\w+)\}/g, (_, key: string) => routeValue(key))
    .replace(/^WebRoutes\.(\w+)$/, (_, key: string) => routeValue(key));
}

function routeValue(key: string): string {
  const value = (WebRoutes as Record<string, string>)[key];
  if (value === undefined) throw new Error(`WebRoutes.${key} is not a route`);
  return value;
}

export async function readAppRoutes(): Promise<AppRoute[]> {
  const source = await readFile(routesFile, 'utf8');
  const file = ts.createSourceFile('app-routes.tsx', source, ts.ScriptTarget.Latest, true);
  const webRootPath = new URL('.', webRoot).pathname;
  const routesDir = dirname(routesFile.pathname);

  // The loaders table, `Name: () => import('../x/y')`: Name -> 'src/x/y'.
  const lazyModules = new Map<string, string>();
  const findLazy = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const text = node.initializer.getText(file);
      const match = /^\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)$/.exec(text);
      if (match?.[1]) {
        lazyModules.set(node.name.text, relative(webRootPath, join(routesDir, match[1])));
      }
    }
    ts.forEachChild(node, findLazy);
  };
  findLazy(file);

  const routes: AppRoute[] = [];
  const attribute = (attributes: ts.JsxAttributes, name: string) =>
    attributes.properties.find(
      (property): property is ts.JsxAttribute =>
        ts.isJsxAttribute(property) && property.name.getText(file) === name,
    );
  const visit = (node: ts.Node, lazyChain: string[]) => {
    const opening = ts.isJsxElement(node)
      ? node.openingElement
      : ts.isJsxSelfClosingElement(node)
        ? node
        : undefined;
    if (!opening || opening.tagName.getText(file) !== 'Route') {
      ts.forEachChild(node, (child) => visit(child, lazyChain));
      return;
    }
    const element = attribute(opening.attributes, 'element')?.initializer?.getText(file) ?? '';
    const component = /^\{<(?:Screen\.)?(\w+)/.exec(element)?.[1];
    const module = component ? lazyModules.get(component) : undefined;
    const chain = module ? [...lazyChain, module] : lazyChain;
    const pathText = attribute(opening.attributes, 'path')?.initializer?.getText(file);
    const isIndex = attribute(opening.attributes, 'index') !== undefined;
    if (pathText !== undefined || isIndex) {
      routes.push({ path: isIndex ? '/' : pathOf(pathText ?? ''), lazyModules: chain });
    }
    if (ts.isJsxElement(node)) {
      for (const child of node.children) visit(child, chain);
    }
  };
  visit(file, []);
  if (routes.length === 0) throw new Error('no <Route> found in app-routes.tsx');
  return routes;
}

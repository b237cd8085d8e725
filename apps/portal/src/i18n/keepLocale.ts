import ts from 'typescript';

/** The import query that asks for one language of a `*.i18n.ts` file: `Footer.i18n.ts?locale=en`. */
export const LOCALE_QUERY = /\.i18n\.ts\?(?:.*&)?locale=([A-Za-z-]+)/;

/**
 * The source of a `*.i18n.ts` file (a `defineMessages({ 'pt-BR': …, en: …, es: … })` default export)
 * with every language but `locale` taken out of the call, so a bundle carries one language's strings and
 * the others load when the user picks them. Anything else in the file is left as it is.
 */
export function keepLocale(source: string, locale: string): string {
  const file = ts.createSourceFile('messages.ts', source, ts.ScriptTarget.Latest, true);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        const name = property.name && ts.isPropertyName(property.name) ? nameOf(property.name) : undefined;
        if (name !== undefined && name !== locale)
          cuts.push({ start: property.getFullStart(), end: property.end });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  // Each property goes with its comma, so the object stays valid whichever ones remain.
  for (const { start, end } of cuts.reverse()) {
    const comma = /^\s*,/.exec(out.slice(end));
    out = out.slice(0, start) + out.slice(end + (comma ? comma[0].length : 0));
  }
  return out;
}

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

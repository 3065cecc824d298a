// The project's own lint rules, registered as the `local` plugin in eslint.config.js.
//
// local/table-owner (docs/decisions/0051): each owned table belongs to one module of apps/api/src/modules, and only
// that module's files reach it. Elsewhere its rows come through the owner's functions, which take the caller's
// transaction, so a change and its audit entry still commit as one. One rule with one map rather than a
// `no-restricted-imports` entry per table: in flat config a later entry of the same rule replaces an earlier one for
// a file, so entries with different owners would not add up.
//
// It refuses (1) importing the table's export from @loyalty/db/schema (or a schema/* file), including a member of a
// namespace import, and (2) a `sql` tagged template whose text names the table after from/join/into/update — the
// raw SQL way to the same rows. SQL assembled from plain strings is not seen.

/** @param {string} filename */
function moduleOf(filename) {
  const match = /apps\/api\/src\/modules\/([^/]+)\//.exec(filename.replaceAll('\\', '/'));
  return match ? match[1] : undefined;
}

function isSchemaSource(source) {
  return source === '@loyalty/db/schema' || source.startsWith('@loyalty/db/schema/');
}

function isSqlTag(tag) {
  if (tag.type === 'Identifier') return tag.name === 'sql';
  return tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql';
}

/** @type {import('eslint').Rule.RuleModule} */
const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is reached only by the module that owns it (docs/decisions/0051).' },
    schema: [
      {
        type: 'object',
        properties: {
          tables: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { owner: { type: 'string' }, sqlName: { type: 'string' }, via: { type: 'string' } },
              required: ['owner', 'sqlName', 'via'],
              additionalProperties: false,
            },
          },
        },
        required: ['tables'],
        additionalProperties: false,
      },
    ],
    messages: {
      imported: 'The {{sqlName}} table belongs to the {{owner}} module: call {{via}} (its functions take your transaction).',
      rawSql: 'This SQL reaches the {{sqlName}} table, which belongs to the {{owner}} module: call {{via}}.',
    },
  },
  create(context) {
    const tables = context.options[0]?.tables ?? {};
    const here = moduleOf(context.filename);
    const foreign = Object.entries(tables).filter(([, table]) => table.owner !== here);
    if (foreign.length === 0) return {};
    const byExport = new Map(foreign);
    const sqlPatterns = foreign.map(([, table]) => ({
      table,
      pattern: new RegExp(`\\b(?:from|join|into|update)\\s+(?:only\\s+)?(?:public\\.)?"?${table.sqlName}"?(?![\\w.])`, 'i'),
    }));
    const namespaces = new Set();

    return {
      ImportDeclaration(node) {
        if (!isSchemaSource(String(node.source.value)) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            namespaces.add(specifier.local.name);
            continue;
          }
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          const table = byExport.get(name);
          if (table) context.report({ node: specifier, messageId: 'imported', data: table });
        }
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !namespaces.has(node.object.name)) return;
        const name = node.property.type === 'Identifier' && !node.computed ? node.property.name : node.property.value;
        const table = byExport.get(String(name));
        if (table) context.report({ node, messageId: 'imported', data: table });
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? ');
        for (const { table, pattern } of sqlPatterns) {
          if (pattern.test(text)) context.report({ node, messageId: 'rawSql', data: table });
        }
      },
    };
  },
};

export default { rules: { 'table-owner': tableOwner } };

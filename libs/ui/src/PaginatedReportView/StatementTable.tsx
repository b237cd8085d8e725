import Box from '@mui/material/Box';

export interface StatementTableProps {
  columns: readonly { key: string; label: string; numeric: boolean }[];
  rows: readonly (readonly string[])[];
}

/** One page of a statement: a header row and its rows, numbers aligned right. */
export function StatementTable({ columns, rows }: StatementTableProps) {
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Box
              component="th"
              key={column.key}
              scope="col"
              sx={{
                textAlign: column.numeric ? 'right' : 'left',
                borderBottom: 2,
                borderColor: 'divider',
                p: 0.75,
              }}
            >
              {column.label}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <Box
                component="td"
                key={column}
                sx={{
                  textAlign: columns[column]?.numeric ? 'right' : 'left',
                  borderBottom: 1,
                  borderColor: 'divider',
                  p: 0.75,
                  whiteSpace: 'nowrap',
                }}
              >
                {cell}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

-- Paginated (RDL) reports: a BI item of their own type, embedded at rdlEmbed, whose content is a
-- parameterised table over a dataset (the contract's PaginatedReportDefinition), laid out in printable pages.

ALTER TABLE bi_items DROP CONSTRAINT bi_items_type_check;
ALTER TABLE bi_items ADD CONSTRAINT bi_items_type_check CHECK (type IN ('report', 'dashboard', 'paginatedReport'));

CREATE TABLE analytics_paginated_reports (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  -- PaginatedReportDefinition: datasetId, title, parameters, columns, sort, rowsPerPage.
  definition jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

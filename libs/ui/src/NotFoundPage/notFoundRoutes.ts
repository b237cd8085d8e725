/** 'Voltar ao Painel' returns to the root, which redirects to the dashboard (portal spec §2.1). */
export const ROOT_HREF = '/';

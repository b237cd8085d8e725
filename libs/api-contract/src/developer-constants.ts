// The developer studio's vocabulary at run time (the portal imports it through paths): the feature that opens
// it, checked by the portal's route and menu and by the API's developer routes alike.

/** The developer studio's feature (issue 31): projects, API tokens, the API documentation and the embed playground. */
export const developerFeature = 'developer';

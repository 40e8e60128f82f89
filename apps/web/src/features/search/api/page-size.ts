/** Cards per page of the search's group offers and firms, as on the listings. */
export const SEARCH_PAGE_SIZE = 12;

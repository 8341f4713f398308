// The content module's public face: the landing page's hero, carousel and FAQs. Importing it

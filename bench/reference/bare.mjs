// The reference for every public read: bare node:http + pg, one SQL statement
// per read, JSON.stringify, the same JSON as our REST facade answers (the
// bench checks it is the same). No framework, no ORM, no cache: the floor our
// server's public reads must beat.
//
// Usage: DATABASE_URL=postgres://… PORT=4521 node bench/reference/bare.mjs
import http from 'node:http';
import pg from 'pg';
import { isLiveSql, mealJson, pricingJson, weekColumns, weekJson } from './shapes.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const port = Number(process.env.PORT ?? 4521);

const one = async (sql, params = []) => (await pool.query(sql, params)).rows;

const defaultHero = { id: null, backgroundImageUrl: '', ctaText: 'Get Started', ctaUrl: '/', isActive: true };
const heroSql = `SELECT id, "backgroundImageUrl", "ctaText", "ctaUrl", "isActive" FROM "LandingHero" WHERE "isActive" ORDER BY id LIMIT 1`;
const carouselSql = `SELECT id, name, description, "imageUrl", "displayOrder", "isActive" FROM "CarouselMeal" WHERE "isActive" ORDER BY "displayOrder", id`;
const faqSql = `SELECT id, question, answer, "displayOrder", "isActive" FROM "Faq" WHERE "isActive" ORDER BY "displayOrder", id`;

const routes = {
  '/health': async () => ({ status: 'ok' }),

  '/api/weeks': async () =>
    (
      await one(`SELECT ${weekColumns('w')}, ${isLiveSql('w')} AS "isLive" FROM "Week" w
                 WHERE w."endDate" >= (now() AT TIME ZONE 'Africa/Cairo')::date ORDER BY w."startDate"`)
    ).map(weekJson),

  '/api/meals': async () => (await one(`SELECT * FROM "Meal" WHERE "isActive" ORDER BY title, id`)).map(mealJson),

  '/api/pricing': async () => {
    const configs = await one(
      `SELECT id, "configType", "configKey", "pricePiasters", description, "isActive" FROM "PricingConfig" ORDER BY "configType", id`,
    );
    return pricingJson(configs);
  },

  '/api/neighborhoods': async () =>
    one(`SELECT id, name, city, "isServiced", name AS "displayName" FROM "Neighborhood" ORDER BY city, name`),

  '/api/landing/hero': async () => (await one(heroSql))[0] ?? defaultHero,
  '/api/landing/carousel-meals': async () => one(carouselSql),
  '/api/landing/faqs': async () => one(faqSql),

  // The landing screen's data (hero, carousel, FAQs) in one statement.
  '/bench/landing': async () => {
    const [row] = await one(`SELECT (SELECT row_to_json(h) FROM (${heroSql}) h) AS hero,
      (SELECT coalesce(json_agg(c), '[]') FROM (${carouselSql}) c) AS "carouselMeals",
      (SELECT coalesce(json_agg(f), '[]') FROM (${faqSql}) f) AS faqs`);
    return { hero: row.hero ?? defaultHero, carouselMeals: row.carouselMeals, faqs: row.faqs };
  },
};

/** The week's menu: the week joined to its available items and their active meals. */
async function menu(weekId) {
  const rows = await one(
    `SELECT ${weekColumns('w')}, ${isLiveSql('w')} AS "isLive",
            mi."isFeatured", mi."sortOrder", m.*
       FROM "Week" w
       LEFT JOIN ("WeekMenuItem" mi JOIN "Meal" m ON m.id = mi."mealId" AND m."isActive")
              ON mi."weekId" = w.id AND mi."isAvailable"
      WHERE w.id = $1
      ORDER BY mi."sortOrder", mi.id`,
    [weekId],
  );
  if (rows.length === 0) return null;
  const week = weekJson({ ...rows[0], id: weekId });
  return {
    weekId,
    week,
    meals: rows
      .filter((row) => row.title !== null)
      .map((row) => ({ ...mealJson(row), isFeatured: row.isFeatured, sortOrder: row.sortOrder })),
  };
}

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

http
  .createServer(async (req, res) => {
    try {
      const path = req.url.split('?')[0];
      const route = routes[path];
      if (route) return send(res, 200, await route());
      const menuMatch = /^\/api\/menu\/(\d+)$/.exec(path);
      if (menuMatch) {
        const body = await menu(Number(menuMatch[1]));
        return body ? send(res, 200, body) : send(res, 404, { message: 'Week not found' });
      }
      send(res, 404, { message: 'Not found' });
    } catch (error) {
      console.error(error);
      send(res, 500, { message: 'Internal server error' });
    }
  })
  .listen(port, process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));

/**
 * Pages other than a shop's product page, written here in the markup real sites give them (no
 * saved page copied): events, job boards, team pages, a house for sale, recipes, forums, tables
 * with a header cell per row, lists whose rows are striped by class, date-times read as their
 * day, a word that names a count elsewhere ("Position" on a staff list), counts drawn as
 * buttons, a date only in a datetime attribute, a price classed for the former one beside it, a
 * content block's own <header>, a user's handle as the author, a score that is a tally, microdata
 * with no itemscope around it. Each is themed as a CMS, a React app with hashed classes and
 * data-testid, or a WordPress plugin would theme it, with the noise real pages carry
 * (navigation, a cookie banner, related items, a footer), and is asked for in a person's words;
 * each cell must hold what that person reads.
 */
import { describe, expect, it } from 'vitest';
import { site, wrongCells } from '../../test/page-cells.js';

describe('event pages', () => {
  it('a council "What\'s on" page with When / Where / Price rows in a table and a free event', () => {
    const html = site(
      `<meta property="og:title" content="Family Kite Day | What's on">`,
      `<div class="container"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/whats-on">What's on</a></li><li class="active">Family Kite Day</li></ol><article class="event-detail"><h1 class="page-title">Family Kite Day</h1><p class="lead">Bring a kite or make one in our tent.</p>
<table class="table event-summary"><tbody><tr><th scope="row">When</th><td><time datetime="2026-08-09T11:00">Sunday 9 August 2026, 11am to 4pm</time></td></tr><tr><th scope="row">Where</th><td>Hilltop Park, Kite Meadow</td></tr><tr><th scope="row">Price</th><td>Free</td></tr><tr><th scope="row">Booking</th><td>No booking needed</td></tr></tbody></table>
<h2>Accessibility</h2><p>Step-free paths from the car park.</p></article>
<aside class="related-events"><h2>You might also like</h2><div class="card"><h3><a href="/whats-on/bat-walk">Bat Walk</a></h3><p>Friday 14 August 2026</p><p>£3</p></div><div class="card"><h3><a href="/whats-on/pond-dipping">Pond Dipping</a></h3><p>Saturday 22 August 2026</p><p>Free</p></div></aside></div>`,
    );
    expect(
      wrongCells(
        'name of the event, date, location and price',
        html,
        'https://council.example/whats-on/family-kite-day',
        [
          {
            name: 'Family Kite Day',
            date: '2026-08-09',
            location: 'Hilltop Park, Kite Meadow',
            price: 0,
          },
        ],
      ),
    ).toEqual([]);
  });
});

describe('job postings', () => {
  it('a list of vacancies on a WordPress job board: one record each with company, location, salary and date', () => {
    const jobs = [
      [
        'Site Manager',
        'Kingfield Construction',
        'Leeds',
        '£48,000 - £55,000',
        '2026-11-26',
        '3 days ago',
      ],
      [
        'Quantity Surveyor',
        'Northstone Ltd',
        'York',
        '£40,000 - £46,000',
        '2026-11-25',
        '4 days ago',
      ],
      [
        'Health and Safety Advisor',
        'Kingfield Construction',
        'Harrogate',
        '£38,000',
        '2026-11-20',
        '1 week ago',
      ],
    ];
    const html = site(
      '',
      `<div class="job_listings"><form class="job_filters"><input name="search_keywords" placeholder="Keywords"><input name="search_location" placeholder="Location"><button>Search jobs</button></form><ul class="job_listings">${jobs
        .map(
          ([title, company, location, salary, iso, ago], index) =>
            `<li class="post-${100 + index} job_listing type-job_listing status-publish job-type-full-time"><a href="/job/${index}/"><img class="company_logo" src="/logo${index}.png" alt="${company}"><div class="position"><h3>${title}</h3><div class="company"><strong>${company}</strong> </div></div><div class="location">${location}</div><div class="salary">${salary}</div><ul class="meta"><li class="job-type full-time">Full Time</li><li class="date"><time datetime="${iso}">Posted ${ago}</time></li></ul></a></li>`,
        )
        .join(
          '',
        )}</ul><a class="load_more_jobs" href="#"><strong>Load more listings</strong></a></div>`,
    );
    expect(
      wrongCells(
        'all jobs with title, company, location, salary and date posted',
        html,
        'https://buildjobs.example/jobs/',
        jobs.map(([title, company, location, salary, iso]) => ({
          title,
          company,
          location,
          salary,
          date_posted: iso,
        })),
      ),
    ).toEqual([]);
  });
});

describe('a job page whose salary is only in its structured data', () => {
  it('a careers site built on an applicant-tracking system: the salary from baseSalary, as a range a year', () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Analytics' },
      datePosted: '2026-10-02',
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 95000,
          maxValue: 125000,
          unitText: 'YEAR',
        },
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Denver', addressRegion: 'CO' },
      },
    };
    const html = site(
      `<script type="application/ld+json">${JSON.stringify(posting)}</script>`,
      `<main class="posting"><div class="posting-headline"><h1>Data Engineer</h1><div class="posting-categories"><span class="location">Denver, CO</span><span class="commitment">Full-time</span></div></div><div class="section"><h3>About the role</h3><p>Build the pipelines behind our dashboards.</p><ul><li>Python and SQL</li><li>Three years of experience</li></ul></div><a class="postings-btn" href="/apply">Apply for this job</a></main>`,
    );
    expect(
      wrongCells(
        'job title, company and salary',
        html,
        'https://jobs.example/northwind/data-engineer',
        [
          {
            title: 'Data Engineer',
            company: 'Northwind Analytics',
            salary: '$95,000–$125,000 a year',
          },
        ],
      ),
    ).toEqual([]);
  });
});

describe('team pages', () => {
  it('an Elementor team grid: the name, the role line under it and the mail behind an envelope icon, past a LinkedIn icon', () => {
    const people = [
      ['Hannah Okoye', 'Founder & Principal Architect', 'hannah@studio-ok.example'],
      ['Tomás Reyes', 'Associate Director', 'tomas@studio-ok.example'],
      ['Mei Lin', 'Project Architect', 'mei@studio-ok.example'],
      ['Jack Fraser', 'Part II Architectural Assistant', 'jack@studio-ok.example'],
    ];
    const html = site(
      '',
      `<div class="elementor elementor-42"><section class="elementor-section"><div class="elementor-container"><h2 class="elementor-heading-title elementor-size-default">Meet the team</h2></div></section><section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${people
        .map(
          ([name, role, mail], index) =>
            `<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-${index}a"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img src="/wp-content/uploads/2025/03/team-${index}.jpg" alt="" width="600" height="600"></div></div><div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h3 class="elementor-heading-title elementor-size-default">${name}</h3></div></div><div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${role}</p></div></div><div class="elementor-element elementor-widget elementor-widget-social-icons"><div class="elementor-widget-container"><div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-envelope" href="mailto:${mail}" target="_blank"><span class="elementor-screen-only">Envelope</span><i class="fas fa-envelope"></i></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/in/p${index}" target="_blank"><span class="elementor-screen-only">Linkedin</span><i class="fab fa-linkedin"></i></a></span></div></div></div></div></div>`,
        )
        .join('')}</div></section></div>`,
    );
    expect(
      wrongCells(
        'name, role and email of each team member',
        html,
        'https://studio-ok.example/team/',
        people.map(([name, role, email]) => ({ name, role, email })),
      ),
    ).toEqual([]);
  });

  it('a React people grid with hashed classes: a job title asked for by another word, and a phone link beside the mail', () => {
    const people = [
      [
        'Dr. Priya Raman',
        'Chief Medical Officer',
        'priya.raman@medico.example',
        '+44 20 7946 0101',
      ],
      ['Samuel Adeyemi', 'VP Engineering', 'samuel.adeyemi@medico.example', '+44 20 7946 0102'],
      ['Laura Becker', 'Head of People', 'laura.becker@medico.example', '+44 20 7946 0103'],
    ] as const;
    const html = site(
      '',
      `<div id="root"><section class="Leadership_section__kW2d1"><h1 class="Leadership_heading__H8f2a">Our leadership</h1><ul class="Leadership_grid__Xy0Pz" role="list">${people
        .map(
          ([name, role, mail, phone], index) =>
            `<li class="PersonCard_card__3Fq1m" data-testid="person-card"><div class="PersonCard_photo__9pLm2"><img src="/_next/image?url=%2Fp${index}.jpg&w=384&q=75" alt="Portrait of ${name}" loading="lazy"></div><div class="PersonCard_body__R5tQa"><p class="PersonCard_name__Jd82k">${name}</p><p class="PersonCard_title__pQ0sL">${role}</p><div class="PersonCard_links__c1VbN"><a class="IconLink_link__Zz8Qe" href="mailto:${mail}" aria-label="Email ${name}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M2 4h20v16H2z"></path></svg></a><a class="IconLink_link__Zz8Qe" href="tel:${phone.replace(/\s/g, '')}" aria-label="Call ${name}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 2h4l2 5-3 2"></path></svg></a></div></div></li>`,
        )
        .join(
          '',
        )}</ul></section><section class="Careers_banner__aB3c4"><h2>Join us</h2><p>We're hiring across engineering and care.</p><a href="/careers">See open roles</a></section></div>`,
    );
    expect(
      wrongCells(
        'everyone with their name, job title and email address',
        html,
        'https://medico.example/about/leadership',
        people.map(([name, role, mail]) => ({ name, job_title: role, email: mail })),
      ),
    ).toEqual([]);
  });

  it('a university staff table whose contact column is a mail icon', () => {
    const staff = [
      ['Prof. Alan Whitmore', 'Professor of Hydrology', 'Room 2.14', 'a.whitmore@uni.example'],
      ['Dr. Sofia Marchetti', 'Senior Lecturer', 'Room 2.08', 's.marchetti@uni.example'],
      ['Dr. Kwame Mensah', 'Lecturer in Geomorphology', 'Room 1.22', 'k.mensah@uni.example'],
    ];
    const html = site(
      '',
      `<div class="uni-page"><h1>Academic staff</h1><p>School of Geography and Environment</p><table class="table table-striped staff-directory"><thead><tr><th>Name</th><th>Position</th><th>Office</th><th>Contact</th></tr></thead><tbody>${staff
        .map(
          ([name, position, office, mail], index) =>
            `<tr><td><a href="/people/${index}">${name}</a></td><td>${position}</td><td>${office}</td><td><a href="mailto:${mail}" title="Send email"><img src="/img/icons/mail.png" alt="email"></a></td></tr>`,
        )
        .join('')}</tbody></table></div>`,
    );
    expect(
      wrongCells(
        'all staff with name, position and email',
        html,
        'https://geog.uni.example/people/academic',
        staff.map(([name, position, , email]) => ({ name, position, email })),
      ),
    ).toEqual([]);
  });
});

describe('homes to let or buy', () => {
  it('a house for sale with JSON-LD and beds · baths · sqft on one line', () => {
    const html = site(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":["RealEstateListing"],"name":"3 bed house at 77 Quarry Hill Rd","datePosted":"2026-11-10","offers":{"@type":"Offer","price":"425000","priceCurrency":"USD"},"mainEntity":{"@type":"SingleFamilyResidence","address":{"@type":"PostalAddress","streetAddress":"77 Quarry Hill Rd","addressLocality":"Montpelier","addressRegion":"VT","postalCode":"05602"},"numberOfRooms":7,"floorSize":{"@type":"QuantitativeValue","value":1850,"unitCode":"FTK"}}}</script>`,
      `<div class="listing-page"><div class="listing-header"><div class="price-display" data-label="pc-price">$425,000</div><div class="meta-line"><span class="beds">3 beds</span> · <span class="baths">2.5 baths</span> · <span class="sqft">1,850 sqft</span></div><h1 class="address"><span class="street">77 Quarry Hill Rd</span>, <span class="city-state">Montpelier, VT 05602</span></h1><p class="est-payment">Est. $2,731/mo <a href="#mortgage">Get pre-qualified</a></p></div>
<div class="home-facts"><h2>Home facts</h2><table><tr><td>Year built</td><td>1994</td></tr><tr><td>Lot size</td><td>0.42 acres</td></tr><tr><td>HOA dues</td><td>None</td></tr></table></div></div>`,
    );
    expect(
      wrongCells(
        'price, beds, baths and square feet of the house',
        html,
        'https://houses.example/vt/montpelier/77-quarry-hill-rd/home/991',
        [{ price: 425000, beds: 3, baths: 2.5, square_feet: 1850 }],
      ),
    ).toEqual([]);
  });
});

describe('recipes', () => {
  it('a recipe card plugin on a blog: times as number and unit, servings and the author, past the story above it', () => {
    const html = site(
      `<script type="application/ld+json">{"@context":"https://schema.org/","@graph":[{"@type":"WebSite","name":"Crumbs & Co"},{"@type":"Recipe","name":"Brown Butter Banana Bread","author":{"@type":"Person","name":"Nadia Kerr"},"datePublished":"2025-04-02","prepTime":"PT15M","cookTime":"PT1H","totalTime":"PT1H15M","recipeYield":["10","1 loaf"],"recipeCategory":["Breakfast"],"nutrition":{"@type":"NutritionInformation","calories":"296 kcal","servingSize":"1 slice"}}]}</script>`,
      `<article class="post"><h1 class="entry-title">Brown Butter Banana Bread</h1><p>Every autumn I make this for the school fair. The brown butter makes it.</p><p>Jump to recipe, or read about my grandmother's oven first…</p>
<div class="wprm-recipe wprm-recipe-template-custom"><h2 class="wprm-recipe-name wprm-block-text-bold">Brown Butter Banana Bread</h2><div class="wprm-recipe-meta-container"><div class="wprm-recipe-block-container wprm-recipe-author-container"><span class="wprm-recipe-details-label">Author</span> <span class="wprm-recipe-details wprm-recipe-author">Nadia Kerr</span></div>
<div class="wprm-recipe-block-container wprm-recipe-time-container wprm-recipe-prep-time-container"><span class="wprm-recipe-details-label wprm-recipe-prep-time-label">Prep Time</span><span class="wprm-recipe-time"><span class="wprm-recipe-details wprm-recipe-details-minutes wprm-recipe-prep_time wprm-recipe-prep_time-minutes">15<span class="sr-only screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-minutes">mins</span></span></div>
<div class="wprm-recipe-block-container wprm-recipe-time-container wprm-recipe-total-time-container"><span class="wprm-recipe-details-label wprm-recipe-total-time-label">Total Time</span><span class="wprm-recipe-time"><span class="wprm-recipe-details wprm-recipe-details-hours wprm-recipe-total_time wprm-recipe-total_time-hours">1<span class="sr-only screen-reader-text"> hour</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-unit-hours">hr</span> <span class="wprm-recipe-details wprm-recipe-details-minutes wprm-recipe-total_time wprm-recipe-total_time-minutes">15<span class="sr-only screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-minutes">mins</span></span></div>
<div class="wprm-recipe-block-container wprm-recipe-servings-container"><span class="wprm-recipe-details-label wprm-recipe-servings-label">Servings </span><span class="wprm-recipe-servings-with-unit"><span class="wprm-recipe-servings wprm-recipe-details">10</span> <span class="wprm-recipe-servings-unit wprm-recipe-details-unit">slices</span></span></div>
<div class="wprm-recipe-block-container wprm-recipe-nutrition-container"><span class="wprm-recipe-details-label">Calories </span><span class="wprm-recipe-nutrition-with-unit"><span class="wprm-recipe-details wprm-recipe-nutrition wprm-recipe-calories">296</span><span class="wprm-recipe-details-unit">kcal</span></span></div></div></div></article>
<aside class="related-posts"><h3>You may also like</h3><a href="/apple-cake/">Apple Cake</a> <a href="/zucchini-bread/">Zucchini Bread</a></aside>`,
    );
    expect(
      wrongCells(
        'recipe name, author, prep time, total time, servings and calories',
        html,
        'https://crumbs.example/brown-butter-banana-bread/',
        [
          {
            name: 'Brown Butter Banana Bread',
            author: 'Nadia Kerr',
            prep_time: 15,
            total_time: 75,
            servings: 10,
            calories: 296,
          },
        ],
      ),
    ).toEqual([]);
  });

  it('a magazine recipe with no JSON-LD: times and yield in a list of labelled items, the author in a byline', () => {
    const html = site(
      '',
      `<div class="recipe-page"><header class="recipe-header"><h1 class="headline heading-content">Smoky Black Bean Chilli</h1><div class="byline">By <a href="/author/ravi-shah">Ravi Shah</a> | Published on 12 January 2026</div></header>
<div class="recipe-details"><ul class="recipe-meta"><li class="meta-item"><span class="meta-label">Prep:</span> <span class="meta-value">20 mins</span></li><li class="meta-item"><span class="meta-label">Cook:</span> <span class="meta-value">1 hr 10 mins</span></li><li class="meta-item"><span class="meta-label">Total:</span> <span class="meta-value">1 hr 30 mins</span></li><li class="meta-item"><span class="meta-label">Servings:</span> <span class="meta-value">6</span></li></ul></div>
<section class="ingredients"><h2>Ingredients</h2><ul><li>2 tins black beans</li><li>1 tbsp smoked paprika</li><li>2 onions</li></ul></section><section class="recipe-related"><h2>More chilli recipes</h2><a href="/r/1">Chilli con carne</a><span>Total: 2 hr</span></section></div>`,
    );
    expect(
      wrongCells(
        'title, author, total time and servings',
        html,
        'https://kitchenmag.example/recipe/smoky-black-bean-chilli',
        [{ title: 'Smoky Black Bean Chilli', author: 'Ravi Shah', total_time: 90, servings: 6 }],
      ),
    ).toEqual([]);
  });
});

describe('tables with a header cell per row', () => {
  it('a wiki table of planets with footnote marks and links, asked for two of its columns', () => {
    const planets = [
      ['Mercury', '4,879', 4879, '0', 0],
      ['Venus', '12,104', 12104, '0', 0],
      ['Earth', '12,756', 12756, '1', 1],
      ['Mars', '6,792', 6792, '2', 2],
    ] as const;
    const html = site(
      '',
      `<div class="mw-parser-output"><p>The planets differ in size and in their moons.<sup class="reference"><a href="#cite_note-1">[1]</a></sup></p><table class="wikitable sortable jquery-tablesorter"><caption>Inner planets</caption><thead><tr><th class="headerSort">Planet</th><th class="headerSort">Equatorial diameter (km)<sup class="reference"><a href="#cite_note-2">[2]</a></sup></th><th class="headerSort">Mass (Earths)</th><th class="headerSort">Moons</th><th class="headerSort">Orbital period (days)</th></tr></thead><tbody>${planets
        .map(
          ([name, diameter, , moons], index) =>
            `<tr><th scope="row"><a href="/wiki/${name}" title="${name}">${name}</a></th><td style="text-align:right">${diameter}</td><td style="text-align:right">${[0.055, 0.815, 1, 0.107][index]}</td><td style="text-align:right">${moons}${index === 3 ? '<sup class="reference"><a href="#cite_note-3">[3]</a></sup>' : ''}</td><td style="text-align:right">${[88, 225, 365.25, 687][index]}</td></tr>`,
        )
        .join(
          '',
        )}</tbody></table><div class="navbox"><a href="/wiki/Solar_System">Solar System</a></div></div>`,
    );
    expect(
      wrongCells(
        'the diameter and number of moons of each planet',
        html,
        'https://wiki.example/wiki/Terrestrial_planet',
        planets.map(([planet, , diameter, , moons]) => ({
          planet,
          diameter,
          number_of_moons: moons,
        })),
      ),
    ).toEqual([]);
  });

  it('a pricing table of plans with a row per plan and prices per month', () => {
    const plans = [
      ['Starter', '$9/mo', 9, '10 GB'],
      ['Team', '$29/mo', 29, '100 GB'],
      ['Business', '$79/mo', 79, '1 TB'],
    ] as const;
    const html = site(
      '',
      `<section class="pricing"><h1>Plans for every team</h1><div class="toggle"><button aria-pressed="true">Monthly</button><button>Yearly (save 20%)</button></div><table class="plans-compare"><thead><tr><td></td><th scope="col">Price</th><th scope="col">Storage</th><th scope="col">Users</th><th scope="col">Support</th></tr></thead><tbody>${plans
        .map(
          ([name, price, , storage], index) =>
            `<tr><th scope="row"><span class="plan-name">${name}</span>${index === 1 ? ' <span class="badge">Most popular</span>' : ''}</th><td>${price}</td><td>${storage}</td><td>${['1', 'Up to 10', 'Unlimited'][index]}</td><td>${['Email', 'Email &amp; chat', '24/7 phone'][index]}</td></tr>`,
        )
        .join('')}</tbody></table><p class="fine-print">Prices exclude VAT.</p></section>`,
    );
    expect(
      wrongCells(
        'price and storage of each plan',
        html,
        'https://saas.example/pricing',
        plans.map(([plan, , price, storage]) => ({ plan, price, storage })),
      ),
    ).toEqual([]);
  });
});

describe('rows striped by class', () => {
  it('a phpBB-like forum whose rows take turns at "bg1" / "bg2": every topic, none left out', () => {
    const topics = [
      ['Carburettor rebuild on a 1974 CB550', 38, 2914],
      ['Which battery for a CX500?', 7, 311],
      ['Winter storage tips', 121, 10877],
    ] as const;
    const html = site(
      '',
      `<div id="page-body" class="page-body"><h2 class="forum-title"><a href="./viewforum.php?f=4">Workshop</a></h2><div class="forumbg"><ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner">Topics</div></dt><dd class="posts">Replies</dd><dd class="views">Views</dd></dl></li></ul><ul class="topiclist topics">${topics
        .map(
          ([title, replies, views], index) =>
            `<li class="row bg${(index % 2) + 1}"><dl class="row-item topic_read"><dt title="No unread posts"><div class="list-inner"><a href="./viewtopic.php?t=${300 + index}" class="topictitle">${title}</a></div></dt><dd class="posts">${replies} <dfn>Replies</dfn></dd><dd class="views">${views} <dfn>Views</dfn></dd></dl></li>`,
        )
        .join('')}</ul></div></div>`,
    );
    expect(
      wrongCells(
        'every topic with its title, replies and views',
        html,
        'https://bikeforum.example/viewforum.php?f=4',
        topics.map(([title, replies, views]) => ({ title, replies, views })),
      ),
    ).toEqual([]);
  });

  it('a club directory whose cards alternate "ClubCard" / "ClubCardAlt", as a server-drawn grid names them', () => {
    const clubs = [
      ['Riverside Rowing Club', 'Putney', '020 7946 0011'],
      ['Hilltop Harriers', 'Crystal Palace', '020 7946 0022'],
      ['Eastside Chess Circle', 'Bow', '020 7946 0033'],
      ['Northgate Cycling', 'Barnet', '020 7946 0044'],
    ] as const;
    const html = site(
      '',
      `<form method="post" action="./Clubs.aspx" id="form1"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKMTY1"></div><h1>Sports and social clubs</h1><div id="ctl00_Main_Results">${clubs
        .map(
          ([name, area, phone], index) =>
            `<div class="${index % 2 === 0 ? 'ClubCard' : 'ClubCardAlt'}"><h3><a id="ctl00_Main_rpt_ctl0${index}_lnkName" href="Club.aspx?id=${40 + index}">${name}</a></h3><span id="ctl00_Main_rpt_ctl0${index}_lblArea">${area}</span><span id="ctl00_Main_rpt_ctl0${index}_lblPhone">${phone}</span></div>`,
        )
        .join('')}</div></form>`,
    );
    expect(
      wrongCells(
        'all clubs with name and phone',
        html,
        'https://council.example/Clubs.aspx',
        clubs.map(([name, , phone]) => ({ name, phone })),
      ),
    ).toEqual([]);
  });
});

describe('the day a date-time falls on where it was written', () => {
  it('reads the day of late-night sets from their datetime attributes, not the day in UTC', () => {
    const sets = [
      ['Mara Kin (DJ set)', '2026-03-01T00:30:00+01:00', '2026-03-01'],
      ['Low Tide b2b Orla', '2026-03-07T23:45:00+01:00', '2026-03-07'],
      ['Sunday Dub Session', '2026-03-08T01:15:00+01:00', '2026-03-08'],
    ] as const;
    const html = site(
      '',
      `<section class="listing"><h1>Club nights in March</h1><ul class="event-list">${sets
        .map(
          ([name, at], index) =>
            `<li class="event-list__item"><a class="event-list__link" href="/e/${index}"><h3 class="event-list__name">${name}</h3><time class="event-list__time" datetime="${at}">${at.slice(11, 16)}</time><span class="event-list__venue">Basement ${index + 1}</span></a></li>`,
        )
        .join('')}</ul></section>`,
    );
    expect(
      wrongCells(
        'all events with name, date and venue',
        html,
        'https://nights.example/berlin/march',
        sets.map(([name, , date], index) => ({ name, date, venue: `Basement ${index + 1}` })),
      ),
    ).toEqual([]);
  });
});

describe('a word that names a count elsewhere', () => {
  it('reads a squad\'s "Position" as the role the cards show, beside a shirt number', () => {
    const players = [
      ['Ellie Roebuck', 'Goalkeeper', 1],
      ['Lucy Bronze', 'Defender', 2],
      ['Keira Walsh', 'Midfielder', 4],
      ['Alessia Russo', 'Forward', 23],
    ] as const;
    const html = site(
      '',
      `<div class="squad-page"><h1>First team squad</h1><div class="squad-grid">${players
        .map(
          ([name, position, shirt], index) =>
            `<article class="player-card"><a href="/players/${index}" class="player-card__link"><img src="/p/${index}.png" alt=""><span class="player-card__number">${shirt}</span><h3 class="player-card__name">${name}</h3><dl class="player-card__info"><dt>Position</dt><dd>${position}</dd><dt>Nationality</dt><dd>England</dd></dl></a></article>`,
        )
        .join('')}</div></div>`,
    );
    expect(
      wrongCells(
        'all players with name, position and shirt number',
        html,
        'https://club.example/women/squad',
        players.map(([name, position, shirt]) => ({ name, position, shirt_number: shirt })),
      ),
    ).toEqual([]);
  });
});

describe('counts drawn as buttons', () => {
  it('reads the votes of ideas on a feedback board, where the tally is the vote button', () => {
    const ideas = [
      ['Dark mode for the mobile app', 1284, 'Planned'],
      ['Export invoices as CSV', 342, 'Under review'],
      ['Two-factor login with a security key', 97, 'Open'],
    ] as const;
    const html = site(
      '',
      `<div class="board"><h1>Feature requests</h1><div class="sort"><span>Sort by</span><button class="sort-btn">Trending</button><button class="sort-btn">Top</button></div><ul class="posts-list">${ideas
        .map(
          ([title, votes, status], index) =>
            `<li class="post-list-item"><button class="vote-button" type="button" aria-pressed="false"><svg class="vote-arrow" aria-hidden="true"></svg><span class="vote-count">${votes.toLocaleString('en-US')}</span></button><div class="post-body"><a class="post-title" href="/p/${index}">${title}</a><span class="post-status status-${index}">${status}</span><p class="post-details">Posted to Product ideas</p></div></li>`,
        )
        .join('')}</ul><button class="load-more">Show more</button></div>`,
    );
    expect(
      wrongCells(
        'all ideas with title, votes and status',
        html,
        'https://feedback.example/board/features',
        ideas.map(([title, votes, status]) => ({ title, votes, status })),
      ),
    ).toEqual([]);
  });

  it("a Discourse-like topic table: replies and views, never the digits of a poster's name", () => {
    const topics = [
      ['Dual boot broke after the update', 'Support', 'linuxfan2009', 408, '12.3k', 12300],
      ['Share your desktop (November)', 'Community', 'pixel_4u', 57, '2.1k', 2100],
      ['Kernel 6.12 released', 'News', 'tux1991', 12, '845', 845],
    ] as const;
    const html = site(
      '',
      `<div id="main-outlet" class="wrap"><div class="list-controls"><a href="/latest" class="active">Latest</a><a href="/top">Top</a></div><table class="topic-list"><thead><tr><th data-sort-order="default" class="default">Topic</th><th class="posters">&nbsp;</th><th class="num posts">Replies</th><th class="num views">Views</th><th class="num activity">Activity</th></tr></thead><tbody>${topics
        .map(
          ([title, category, user, replies, views, fullViews], index) =>
            `<tr data-topic-id="${2000 + index}" class="topic-list-item category-${category.toLowerCase()}"><td class="main-link clearfix topic-list-data"><span class="link-top-line"><a href="/t/${2000 + index}" class="title raw-link raw-topic-link">${title}</a></span><div class="link-bottom-line"><a class="badge-category__wrapper" href="/c/${category.toLowerCase()}"><span class="badge-category__name">${category}</span></a></div></td><td class="posters topic-list-data"><a href="/u/${user}" data-user-card="${user}" class="latest"><img width="25" height="25" src="/avatar/${user}.png" class="avatar" title="${user} - Original Poster" alt="${user}"></a></td><td class="num posts-map posts topic-list-data"><button class="btn-link posts-map badge-posts" aria-label="This topic has ${replies} replies"><span class="number">${replies}</span></button></td><td class="num views topic-list-data"><span class="number" title="this topic has been viewed ${fullViews} times">${views}</span></td><td class="num topic-list-data age activity" title="First post: Nov 2, 2026"><a class="post-activity" href="/t/${2000 + index}/last"><span class="relative-date">${index + 1}h</span></a></td></tr>`,
        )
        .join('')}</tbody></table></div>`,
    );
    expect(
      wrongCells(
        'all topics with title, category, replies and views',
        html,
        'https://forum.example/latest',
        topics.map(([title, category, , replies, , views]) => ({
          title,
          category,
          replies,
          views,
        })),
      ),
    ).toEqual([]);
  });
});

describe('a day in an abbr title, the microformats way', () => {
  it("an old blog's post: the year only in <abbr class=\"published\" title>, the text 'March 14'", () => {
    const html = site(
      '',
      `<main id="content"><article class="hentry post"><h1 class="entry-title">Notes on pruning roses</h1><p class="byline">Posted by <span class="author vcard"><a class="url fn" href="/u/mary">Mary Holt</a></span> on <abbr class="published" title="2019-03-14T09:12:00+00:00">March 14</abbr></p><div class="entry-content"><p>Prune in early spring, before the buds break. Cut above an outward-facing bud.</p><p>Remove dead wood first, then crossing stems.</p></div></article><div class="comments"><h3>2 comments</h3><p>Thanks Mary!</p></div></main>`,
    );
    expect(
      wrongCells(
        'title, author and date published',
        html,
        'https://roses.example/2019/03/pruning',
        [{ title: 'Notes on pruning roses', author: 'Mary Holt', date_published: '2019-03-14' }],
      ),
    ).toEqual([]);
  });

  it("a club's fixture list: each day in an hCalendar <abbr class=\"dtstart\" title>, shown as 'Sat 5 Sep'", () => {
    const fixtures = [
      ['Ashford v Brampton', '2026-09-05', 'Sat 5 Sep', 'Ashford Rec'],
      ['Colby v Ashford', '2026-09-12', 'Sat 12 Sep', 'Colby Park'],
      ['Ashford v Dunmore', '2026-09-19', 'Sat 19 Sep', 'Ashford Rec'],
    ];
    const html = site(
      '',
      `<main><h1>First XI fixtures</h1><ul class="fixtures">${fixtures
        .map(
          ([teams, iso, shown, venue]) =>
            `<li class="fixture vevent"><span class="summary teams">${teams}</span> <abbr class="dtstart" title="${iso}">${shown}</abbr> <span class="location venue">${venue}</span></li>`,
        )
        .join('')}</ul></main>`,
    );
    expect(
      wrongCells(
        'every fixture with teams, date and venue',
        html,
        'https://club.example/fixtures',
        fixtures.map(([teams, iso, , venue]) => ({ teams, date: iso, venue })),
      ),
    ).toEqual([]);
  });
});

describe('an h1 marked as another field', () => {
  it('a health service\'s job page: <h1 class="employer"> under <h2 class="job-title">', () => {
    const html = site(
      '',
      `<main><div class="job-header"><h2 class="job-title">Senior Nurse, Night Shift</h2><h1 class="employer">St Mary's Hospital Trust</h1><p>Salary: £38,000 - £42,000 per year</p><p>Location: Bristol</p></div><div class="desc"><h3>Job summary</h3><p>Lead a ward team of six at night.</p></div><a class="apply" href="/apply/4411">Apply now</a></main>`,
    );
    expect(
      wrongCells(
        'job title, employer, salary and location',
        html,
        'https://nhsjobs.example/job/4411',
        [
          {
            title: 'Senior Nurse, Night Shift',
            employer: "St Mary's Hospital Trust",
            salary: '£38,000 - £42,000 per year',
            location: 'Bristol',
          },
        ],
      ),
    ).toEqual([]);
  });

  it('an h1 whose classes are layout and a BEM title stays the title beside a classed panel title', () => {
    const html = site(
      '',
      `<main><h1 class="text-center recipe-heading__mobile">Barley and Leek Soup</h1><div class="recipe-meta"><span>Serves 4</span></div><aside class="panel"><h3 class="panel-title">Join the club</h3><p>Recipes every week.</p></aside><ol class="method"><li>Soften the leeks.</li><li>Add the barley and stock.</li></ol></main>`,
    );
    expect(
      wrongCells('recipe title and servings', html, 'https://soups.example/barley-leek', [
        { title: 'Barley and Leek Soup', servings: 4 },
      ]),
    ).toEqual([]);
  });

  it('a hardware shop whose product page sets the brand as its h1 and the name under it', () => {
    const html = site(
      '',
      `<main class="pdp"><div class="pdp__head"><h1 id="brand-name" class="pdp__brand">Corvex</h1><h2 class="pdp__product-name">18V Cordless Drill Driver</h2></div><div class="pdp__buy"><span class="pdp__price">£89.00</span><button>Add to basket</button></div><ul class="pdp__bullets"><li>Two speeds</li><li>Battery sold separately</li></ul></main>`,
    );
    expect(
      wrongCells('product name, brand and price', html, 'https://tools.example/p/18v-drill', [
        { name: '18V Cordless Drill Driver', brand: 'Corvex', price: 89 },
      ]),
    ).toEqual([]);
  });
});

describe('a post edited after it went out', () => {
  it("a WordPress news post whose 'Updated' time comes before its 'Published' one: the date is when it went out", () => {
    const html = site(
      '',
      `<main id="primary"><article class="post-118 post type-post status-publish hentry"><header class="entry-header"><h1 class="entry-title">Council approves new cycle lanes</h1><div class="entry-meta">Updated <time class="updated" datetime="2026-11-20T10:00:00+00:00">20 Nov</time> · Published <time class="entry-date published" datetime="2026-11-18T08:00:00+00:00">18 Nov</time></div><p class="byline">By <a rel="author" href="/staff/jo">Jo Patel</a></p></header><div class="entry-content"><p>The council voted on Tuesday to build four new lanes.</p><p>Work starts in spring.</p></div></article></main>`,
    );
    expect(
      wrongCells(
        'title, author and publication date',
        html,
        'https://news.example/2026/11/cycle-lanes',
        [
          {
            title: 'Council approves new cycle lanes',
            author: 'Jo Patel',
            publication_date: '2026-11-18',
          },
        ],
      ),
    ).toEqual([]);
  });
});

describe('a date in a datetime attribute', () => {
  it("reads a broadcaster's story date from its timestamp when the text says how long ago", () => {
    const html = site(
      `<meta property="og:site_name" content="Radio North News"><meta property="og:type" content="article">`,
      `<div id="main-content"><article class="ssrcss-pv1rh6-ArticleWrapper e1nh2i2l5"><header data-component="headline-block"><h1 id="main-heading" class="ssrcss-15xko80-StyledHeading e10rt3ze0">Flood barrier to be raised by a metre</h1></header>
<div data-component="byline-block" class="ssrcss-1e3ya0i"><div data-testid="byline" class="ssrcss-68pt20-Text-TextContributorName"><div class="ssrcss-10lcmf6"><span class="ssrcss-1x9k4n">By Amira Haddad</span></div><div class="ssrcss-84ltp5-Text">Environment correspondent, Radio North News</div></div><div class="ssrcss-m5j4pi-MetadataStripContainer"><time data-testid="timestamp" datetime="2026-11-29T05:10:00.000Z" class="ssrcss-1if1g9v-MetadataText">2 hours ago</time></div></div>
<div data-component="text-block" class="ssrcss-7uxr49-RichTextContainer"><p class="ssrcss-1q0x1qg-Paragraph"><b>The flood wall along the river will be raised by one metre after two winters of flooding.</b></p></div><div data-component="text-block"><p>The agency said work would take two years.</p></div>
<div data-component="links-block"><h2>Related topics</h2><ul><li><a href="/topics/flooding">Flooding</a></li><li><a href="/topics/rivers">Rivers</a></li></ul></div></article>
<section data-component="top-stories"><h2>Top stories</h2><div><a href="/news/1"><p>Rail fares frozen for a year</p></a><time datetime="2026-11-29T01:00:00.000Z">6 hours ago</time><p>By Chris Mole</p></div></section></div>`,
    );
    expect(
      wrongCells(
        'title, author and date of this article',
        html,
        'https://radionorth.example/news/uk-99887766',
        [
          {
            title: 'Flood barrier to be raised by a metre',
            author: 'Amira Haddad',
            date: '2026-11-29',
          },
        ],
      ),
    ).toEqual([]);
  });

  it("reads a podcast episode's release date written only as a day and month in its text", () => {
    const html = site(
      '',
      `<div class="episode-page"><a class="show-link" href="/shows/field-notes">Field Notes</a><h1 class="episode-title">212: The quiet return of the beaver</h1><p class="episode-meta"><time datetime="2026-03-04">Mar 4</time> · <span class="duration">48 min</span> · <span class="explicit">Clean</span></p><div class="player"><button class="play">Play</button></div><div class="show-notes"><p>We visit a valley in Devon where beavers came back in 2008.</p></div><aside class="more-episodes"><h2>More episodes</h2><ul><li><a href="/e/211">211: Hedges</a> <time datetime="2026-02-25">Feb 25</time></li></ul></aside></div>`,
    );
    expect(
      wrongCells(
        'episode title and release date',
        html,
        'https://pods.example/shows/field-notes/212',
        [{ title: '212: The quiet return of the beaver', release_date: '2026-03-04' }],
      ),
    ).toEqual([]);
  });

  it('a German product page: "1.234,56 €" inkl. MwSt. beside a UVP', () => {
    const html = site(
      '',
      `<div class="product-detail"><nav class="breadcrumb"><a href="/">Startseite</a> › <a href="/kaffee">Kaffee</a></nav><h1 class="product-detail-name">Siebträgermaschine Barista Pro</h1><div class="product-detail-price-container"><p class="product-detail-list-price">UVP <span class="list-price-price">1.499,00 €</span></p><p class="product-detail-price with-list-price">1.234,56 €*</p><p class="product-detail-tax">inkl. MwSt. zzgl. <a href="/versand">Versandkosten</a></p></div><div class="product-detail-ordernumber-container"><span class="product-detail-ordernumber-label">Produktnummer:</span> <span class="product-detail-ordernumber" itemprop="sku">SW-10045</span></div><p class="delivery-information delivery-available">Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div>
<div class="cross-selling"><h2>Zubehör</h2><div class="product-box"><a class="product-name" href="/milchkanne">Milchkanne 600 ml</a><span class="product-price">24,90 €</span></div><div class="product-box"><a class="product-name" href="/tamper">Tamper 58 mm</a><span class="product-price">39,00 €</span></div></div>`,
      'de',
    );
    expect(
      wrongCells(
        'Name, Preis und Artikelnummer',
        html,
        'https://kaffeehaus.example/siebtraeger-barista-pro',
        [{ name: 'Siebträgermaschine Barista Pro', price: 1234.56, sku: 'SW-10045' }],
      ),
    ).toEqual([]);
  });
});

describe('a price classed for the former one beside it', () => {
  it('reads the price now when its class names the struck price beside it', () => {
    const html = site(
      '',
      `<div class="product-info"><h1 class="product-info__name">Wollen deken Ribbel</h1><div class="product-info__prices"><del class="product-info__old">€ 59,95</del> <span class="product-info__price with-old-price">€ 44,95</span><small class="product-info__vat">incl. btw</small></div><p class="product-info__stock">Op voorraad</p></div><div class="usp-bar"><span>Gratis verzending vanaf € 50</span></div>`,
      'nl',
    );
    expect(
      wrongCells('name and price', html, 'https://wonen.example/wollen-deken-ribbel', [
        { name: 'Wollen deken Ribbel', price: 44.95 },
      ]),
    ).toEqual([]);
  });
});

describe("a content block's own header", () => {
  it("reads the author and date in a static-site post's header, which no <article> wraps", () => {
    const html = site(
      '',
      `<div class="container"><div class="post"><header class="post-header"><h1 class="post-title">Profiling a slow build</h1><div class="post-meta"><span class="post-date">March 2, 2026</span> · <span class="post-author">Sam Reid</span> · <span class="reading-time">6 min read</span></div></header><div class="post-content"><p>Our CI took 14 minutes.</p><p>Here is how we found the 9 of them we did not need.</p></div><div class="post-footer"><a href="/tags/ci/">ci</a> <a href="/tags/performance/">performance</a></div></div></div>`,
    );
    expect(
      wrongCells(
        'title, author and date of the post',
        html,
        'https://sam.example/posts/slow-build/',
        [{ title: 'Profiling a slow build', author: 'Sam Reid', date: '2026-03-02' }],
      ),
    ).toEqual([]);
  });
});

describe("a user's handle as the author", () => {
  it('reads the commenter of each comment, a handle in a user-named element', () => {
    const comments = [
      ['kate_88', 'This fixed it for me, thanks!'],
      ['j0hnny5', 'Same issue on version 3.2.'],
      ['mara.dev91', 'Has anyone tried clearing the cache?'],
    ] as const;
    const html = site(
      '',
      `<section class="discussion"><h2>3 comments</h2><ol class="comment-thread">${comments
        .map(
          ([user, text], index) =>
            `<li class="comment" id="c${index}"><div class="comment-head"><img class="avatar" src="/a/${user}.png" alt=""><span class="comment-user">${user}</span> <span class="comment-age">${index + 1} days ago</span></div><p class="comment-text">${text}</p><button class="reply-btn">Reply</button></li>`,
        )
        .join('')}</ol></section>`,
    );
    expect(
      wrongCells(
        'all comments with author and text',
        html,
        'https://help.example/t/cache-bug',
        comments.map(([author, text]) => ({ author, text })),
      ),
    ).toEqual([]);
  });

  it('an old-style link aggregator: author names with digits, comment counts in links, and points shortened as "5.1k"', () => {
    const posts = [
      ['TIL octopuses have three hearts', 'throwaway_2391', 'i.imgur.example', 408, '5.1k', 5100],
      [
        "My grandfather's 1962 workshop, restored",
        'woodchuck77',
        'self.woodworking',
        96,
        '1.8k',
        1800,
      ],
      ['Is 32 GB of RAM overkill?', 'pcbuilder4life', 'self.buildapc', 233, '412', 412],
    ] as const;
    const html = site(
      '',
      `<div class="content" role="main"><div class="sitetable linklisting" id="siteTable">${posts
        .map(
          ([title, user, domain, comments, score, full], index) =>
            `<div class="thing id-t3_ab${index} odd link" data-author="${user}" data-domain="${domain}" data-comments-count="${comments}" data-score="${full}"><p class="parent"></p><span class="rank">${index + 1}</span><div class="midcol unvoted"><div class="arrow up login-required"></div><div class="score unvoted" title="${full}">${score}</div><div class="arrow down login-required"></div></div><div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank" href="/r/x/comments/ab${index}/">${title}</a> <span class="domain">(<a href="/domain/${domain}/">${domain}</a>)</span></p><p class="tagline">submitted <time title="Sat Nov 28 10:00:00 2026 UTC" datetime="2026-11-28T10:00:00+00:00" class="live-timestamp">${index + 5} hours ago</time> by <a href="/user/${user}" class="author may-blank id-t2_${index}">${user}</a></p><ul class="flat-list buttons"><li class="first"><a href="/r/x/comments/ab${index}/" data-event-action="comments" class="bylink comments may-blank" rel="nofollow">${comments} comments</a></li><li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li><li><a href="javascript:void(0)" class="save-button">save</a></li></ul></div></div></div>`,
        )
        .join(
          '',
        )}</div><div class="nav-buttons"><span class="nextprev">view more: <span class="next-button"><a href="/?count=25&after=t3_ab2" rel="nofollow next">next ›</a></span></span></div></div>`,
    );
    expect(
      wrongCells(
        'posts with title, author, points and number of comments',
        html,
        'https://links.example/',
        posts.map(([title, author, , comments, , points]) => ({
          title,
          author,
          points,
          number_of_comments: comments,
        })),
      ),
    ).toEqual([]);
  });

  it('a phpBB-like forum: replies and views as a number before a <dfn> label, and the last poster', () => {
    const topics = [
      ['Carburettor rebuild on a 1974 CB550', 'mike1985', 38, 2914],
      ['Which battery for a CX500?', 'rider_2002', 7, 311],
      ['Winter storage tips', 'oldtimer62', 121, 10877],
    ] as const;
    const html = site(
      '',
      `<div id="page-body" class="page-body"><h2 class="forum-title"><a href="./viewforum.php?f=4">Workshop</a></h2><div class="forumbg"><div class="inner"><ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner">Topics</div></dt><dd class="posts">Replies</dd><dd class="views">Views</dd><dd class="lastpost"><span>Last post</span></dd></dl></li></ul><ul class="topiclist topics">${topics
        .map(
          ([title, user, replies, views], index) =>
            `<li class="row bg${(index % 2) + 1}"><dl class="row-item topic_read"><dt title="No unread posts"><div class="list-inner"><a href="./viewtopic.php?t=${300 + index}" class="topictitle">${title}</a><br><div class="topic-poster responsive-hide left-box">by <a href="./memberlist.php?mode=viewprofile&amp;u=${50 + index}" class="username">${user}</a> » <time datetime="2026-11-2${index}T09:00:00+00:00">Sat Nov 2${index}, 2026 9:00 am</time></div></div></dt><dd class="posts">${replies} <dfn>Replies</dfn></dd><dd class="views">${views} <dfn>Views</dfn></dd><dd class="lastpost"><span><dfn>Last post </dfn>by <a href="./memberlist.php?mode=viewprofile&amp;u=9" class="username">garage_guy99</a><br><time datetime="2026-11-28T18:00:00+00:00">Sat Nov 28, 2026 6:00 pm</time></span></dd></dl></li>`,
        )
        .join('')}</ul></div></div></div>`,
    );
    expect(
      wrongCells(
        'every topic with its title, author, replies and views',
        html,
        'https://bikeforum.example/viewforum.php?f=4',
        topics.map(([title, author, replies, views]) => ({ title, author, replies, views })),
      ),
    ).toEqual([]);
  });
});

describe('a score that is a tally', () => {
  it('reads the points of links on a community board from a "score" shortened as "1.2k"', () => {
    const links = [
      ['Rust 2.0 roadmap published', '1.2k', 1200],
      ['A visual guide to B-trees', '348', 348],
      ['Why I went back to Makefiles', '27', 27],
    ] as const;
    const html = site(
      '',
      `<div class="post-listing-list">${links
        .map(
          ([title, shown], index) =>
            `<div class="post-listing"><div class="vote-bar"><button class="btn-animate upvote" aria-label="Upvote"><svg aria-hidden="true"></svg></button><span class="score">${shown}</span><button class="btn-animate downvote" aria-label="Downvote"><svg aria-hidden="true"></svg></button></div><div class="post-title"><h2><a class="text-body" href="/post/${index}">${title}</a></h2></div><div class="small post-meta">to <a href="/c/programming">programming</a></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      wrongCells(
        'all posts with title and points',
        html,
        'https://links.example/c/programming',
        links.map(([title, , points]) => ({ title, points })),
      ),
    ).toEqual([]);
  });
});

describe('microdata with no itemscope around it', () => {
  it('a realtor\'s listing whose h1 is <h1 itemprop="streetAddress">: the address, and still the title', () => {
    const html = site(
      '',
      `<main class="listing"><div class="hero"><h1 itemprop="streetAddress">1207 Linden Avenue</h1><p class="sub"><span itemprop="addressLocality">Oak Park</span>, <span itemprop="addressRegion">IL</span> <span itemprop="postalCode">60302</span></p></div><div class="facts"><span class="price">$615,000</span> <span>4 beds</span> <span>3 baths</span></div><p>A Victorian on a corner lot, three streets from the station.</p></main>`,
    );
    const url = 'https://oakrealty.example/listing/1207-linden-ave';
    expect(
      wrongCells('address, price and beds of the house', html, url, [
        { address: '1207 Linden Avenue', price: 615000, beds: 4 },
      ]),
    ).toEqual([]);
    expect(
      wrongCells('title and address', html, url, [
        { title: '1207 Linden Avenue', address: '1207 Linden Avenue' },
      ]),
    ).toEqual([]);
  });

  it('a restaurant page whose theme marks its name, phone and cuisine with itemprops but no itemscope', () => {
    const html = site(
      '',
      `<div class="venue"><h1 itemprop="name">Lemongrass House</h1><p class="cuisine">Cuisine: <span itemprop="servesCuisine">Thai</span></p><div class="contact"><span itemprop="telephone">0113 496 0021</span><div><span itemprop="streetAddress">12 Quay Street</span>, <span itemprop="addressLocality">Leeds</span></div></div><p>Open from noon. Booking advised at weekends.</p></div>`,
    );
    expect(
      wrongCells(
        'name, address, telephone and cuisine of the restaurant',
        html,
        'https://eatout.example/leeds/lemongrass-house',
        [
          {
            name: 'Lemongrass House',
            address: '12 Quay Street',
            telephone: '0113 496 0021',
            cuisine: 'Thai',
          },
        ],
      ),
    ).toEqual([]);
  });

  it('a listing whose region and town sit above the street line: "addressRegion" is a region, not the address', () => {
    const html = site(
      '',
      `<main><div class="hero"><p class="kicker"><span itemprop="addressRegion">Vermont</span> › <span itemprop="addressLocality">Montpelier</span></p><h2 itemprop="streetAddress">77 Quarry Hill Rd</h2><p class="price">$425,000</p></div><p>Three bedrooms on a quiet lane above the river.</p></main>`,
    );
    expect(
      wrongCells('address and price', html, 'https://hillhomes.example/homes/77-quarry-hill-rd', [
        { address: '77 Quarry Hill Rd', price: 425000 },
      ]),
    ).toEqual([]);
  });
});

describe('text as the page shows it', () => {
  it("a shop's microdata description of paragraphs and a list, and colour chips its stylesheet sets apart", () => {
    const html = site(
      '<style>.swatches .chip{display:inline-block;margin-right:6px;padding:2px 8px}</style>',
      `<main><div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Packable Rain Shell</h1><span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="GBP"><span itemprop="price" content="85.00">£85.00</span></span><div itemprop="description"><p>A light shell made from recycled nylon.</p><p>Packs into its own chest pocket.</p><ul><li>Waterproof to 10,000 mm</li><li>Taped seams</li></ul></div><table class="specs"><tr><th>Colours</th><td class="swatches"><span class="chip">Moss</span><span class="chip">Slate</span><span class="chip">Rust</span></td></tr><tr><th>Weight</th><td>210 g</td></tr></table></div></main>`,
    );
    expect(
      wrongCells(
        'name, price, description and colours',
        html,
        'https://outdoor.example/p/packable-rain-shell',
        [
          {
            name: 'Packable Rain Shell',
            price: 85,
            description:
              'A light shell made from recycled nylon. Packs into its own chest pocket. Waterproof to 10,000 mm Taped seams',
            colours: 'Moss Slate Rust',
          },
        ],
      ),
    ).toEqual([]);
  });
});

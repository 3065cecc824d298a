-- A credited scan as the product makes it without campaigns or tiers: redeem_pack_code, one statement.
\set customer random(1, 1000)
select * from redeem_pack_code(:customer, 'glo', 'FLOOR' || lpad(nextval('floor_code')::text, 9, '0'), 'manual', null,
  date_trunc('month', now()), 1000000, 'scan', '****0001');

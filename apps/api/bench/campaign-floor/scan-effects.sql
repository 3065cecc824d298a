-- The same scan with the writes issue 39 asks of it when a ×2 campaign matches and the customer's level multiplies:
-- the level's bonus and the campaign's credit as ledger entries of their own, the claim and the member row, in one call.
\set customer random(1, 1000)
select floor_scan_effects(:customer);

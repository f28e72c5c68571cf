-- Nothing reads enquiries by address since the intake counts each address in `counters` (decision 023): the index
-- only cost every enquiry an insert and its WAL. Unused by every release that can run beside this one.
DROP INDEX "enquiries_ip_created_idx";
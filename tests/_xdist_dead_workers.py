"""A worker that dies: its test fails, its other tests go to the others, and the run ends.

The one place the test suite reaches into pytest-xdist.  The groups themselves (``conftest.py``)
use only xdist's public means, ``--dist loadgroup`` and ``xdist_group`` marks set at collection.
What this plugin changes is what xdist 3.8's ``loadgroup`` scheduler does when a worker dies (out
of memory, a crash), through the two methods a worker's death calls:

* ``remove_node`` put back every group the worker ever had, finished ones and the test that
  killed it too, and the run could wait forever (pytest-xdist issues 1323 and 1327, fixed on its
  main branch after 3.8.0; issue 1378 and pull request 1371, open);
* ``add_node_collection`` left out a worker started in place of a dead one that collected a file
  written in the meantime, then handed it work, and the run failed on a ``KeyError`` (issue 1362,
  open).

``tests/test_worker_failures.py`` proves both.  When a release of pytest-xdist carries those
fixes, delete this file and its line in ``conftest.py``'s ``pytest_plugins``; that test says
whether the release is enough.
"""

from __future__ import annotations

import pytest


def requeue_unfinished(workload: dict, workqueue, workers, reschedule) -> str | None:
    """Put a dead worker's unfinished tests back at the front of ``workqueue``; return the test it died in.

    ``workload`` maps each unit the worker was given, in order, to ``{nodeid: finished}``.  The first
    unfinished test is the one that was running: it is not run again (xdist reports it as failed).

    >>> from collections import OrderedDict
    >>> queue = OrderedDict(c={"c": False})
    >>> given = {"a": {"a::1": True, "a::2": False, "a::3": False}, "b": {"b": False}, "d": {"d": True}}
    >>> requeue_unfinished(given, queue, [], print)
    'a::2'
    >>> list(queue.items())
    [('a', {'a::3': False}), ('b', {'b': False}), ('c', {'c': False})]
    >>> requeue_unfinished({"d": {"d": True}}, queue, [], print) is None  # a worker that finished its work
    True
    """
    unfinished = {}
    for unit, tests in workload.items():
        left = {nodeid: False for nodeid, finished in tests.items() if not finished}
        if left:
            unfinished[unit] = left
    if not unfinished:
        return None
    crashed_in = next(iter(unfinished))
    crashed = next(iter(unfinished[crashed_in]))
    del unfinished[crashed_in][crashed]
    for unit, tests in reversed([(unit, tests) for unit, tests in unfinished.items() if tests]):
        workqueue[unit] = tests
        workqueue.move_to_end(unit, last=False)
    for worker in workers:
        reschedule(worker)
    return crashed


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, used only when it runs the tests
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """xdist's ``loadgroup`` scheduler, with the two methods that a worker's death calls made safe."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class SafeWhenAWorkerDies(LoadGroupScheduling):
        def remove_node(self, node) -> str | None:
            # The test it was running fails, as xdist's own `load` scheduler does; the tests it
            # had not run yet go back to the front of the queue.
            workload = self.assigned_work.pop(node)
            return requeue_unfinished(workload, self.workqueue, self.nodes, self._reschedule)

        def add_node_collection(self, node, collection) -> None:
            super().add_node_collection(node, collection)
            if node not in self.registered_collections:  # it runs what it is handed, each test by name
                missing = sorted(set(self.collection or ()) - set(collection))
                if missing:
                    raise pytest.UsageError(f"{node.gateway.id} did not collect: {', '.join(missing)}")
                self.registered_collections[node] = list(collection)

    return SafeWhenAWorkerDies(config, log)

# C types of priors.py when compiled (docs/compiled.md).
import cython

@cython.locals(count=Py_ssize_t, total=cython.double, i=Py_ssize_t, relative=cython.double)
cpdef list relative_priors(double[::1] strengths)

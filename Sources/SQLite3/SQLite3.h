// The system's SQLite header, imported as the module SQLite3 (see module.modulemap).
#include <sqlite3.h>

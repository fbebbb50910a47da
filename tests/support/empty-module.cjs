// Stand-in for marker packages such as `server-only` under Jest.
module.exports = {};
